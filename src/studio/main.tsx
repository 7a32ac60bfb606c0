import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckPage } from './check-page/CheckPage';
import { loadExamples } from './examples';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must have an element with id "root".');
createRoot(root).render(
  <StrictMode>
    <CheckPage examples={loadExamples()} />
  </StrictMode>,
);
