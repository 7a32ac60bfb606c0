import { describe, expect, it } from 'vitest';
import { frenchParticiples, germanParticiple, spanishParticiples } from './participles';
import { participleForms, participleIn } from './verb-forms';

describe('past participles of the other languages read', () => {
  it('German: weak, strong, separable, inseparable and -ieren verbs', () => {
    const cases: Record<string, string> = {
      sperren: 'gesperrt',
      freigeben: 'freigegeben',
      abschließen: 'abgeschlossen',
      eröffnen: 'eröffnet',
      stornieren: 'storniert',
      melden: 'gemeldet',
      ablehnen: 'abgelehnt',
      rechnen: 'gerechnet',
      genehmigen: 'genehmigt',
      annehmen: 'angenommen',
    };
    for (const [verb, participle] of Object.entries(cases)) expect(germanParticiple(verb), verb).toBe(participle);
    expect(germanParticiple('ok')).toBeNull();
  });
  it('Spanish and French give both genders, irregular verbs by table', () => {
    expect(spanishParticiples('entregar')).toEqual(['entregado', 'entregada']);
    expect(spanishParticiples('devolver')).toEqual(['devuelto', 'devuelta']);
    expect(spanishParticiples('recibirse')).toEqual(['recibido', 'recibida']);
    expect(frenchParticiples('valider')).toEqual(['validé', 'validée']);
    expect(frenchParticiples('rendre')).toEqual(['rendu', 'rendue']);
    expect(frenchParticiples('prendre')).toEqual(['pris', 'prise']);
    expect(frenchParticiples('finir')).toEqual(['fini', 'finie']);
  });
  it('picks the form the draft writes, and leaves English to compromise', () => {
    expect(participleIn('entregar', 'es', (w) => ['la', 'reserva', 'queda', 'entregada'].includes(w))).toBe('entregada');
    expect(participleIn('entregar', 'es', () => false)).toBe('entregado');
    expect(participleIn('sperren', 'de')).toBe('gesperrt');
    expect(participleIn('return', 'en')).toBe('returned');
    expect(participleForms('sperren')).toContain('gesperrt');
  });
});
