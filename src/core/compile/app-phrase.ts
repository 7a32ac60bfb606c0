import type { Operand, RulePhrase } from '../spec/rule';
import type { AppOperand, AppPhrase } from './app-model';

function operand(o: Operand): AppOperand {
  return o.kind === 'number' ? { kind: 'number', value: o.value } : { kind: 'constant', name: o.name };
}

/** A recognised rule phrase without spans. */
export function toAppPhrase(p: RulePhrase): AppPhrase {
  switch (p.kind) {
    case 'required':
      return { kind: 'required' };
    case 'maxLength':
    case 'minLength':
    case 'max':
    case 'min':
      return { kind: p.kind, n: operand(p.n) };
    case 'between':
      return { kind: 'between', min: operand(p.min), max: operand(p.max), unit: p.unit };
    case 'matches':
      return { kind: 'matches', pattern: p.pattern };
    case 'oneOf':
      return { kind: 'oneOf', values: [...p.values] };
    case 'before':
    case 'after':
      return {
        kind: p.kind,
        target: p.target.kind === 'field' ? { kind: 'field', name: p.target.name } : { kind: p.target.kind },
        ...(p.inclusive ? { inclusive: true as const } : {}),
      };
    default:
      return { kind: p.kind };
  }
}
