import { describe, expect, it } from 'vitest';
import { findDraftPeople } from './draft-people';

const found = (text: string): string[] => findDraftPeople(text).map((p) => `${p.form}:${p.name}`);

describe('findDraftPeople', () => {
  it('reads a story that opens its sentence or clause, in four languages', () => {
    expect(found('- As a tenant, I want to report a leak.')).toEqual(['story:tenant']);
    expect(found('**US2 – Als Fahrerin möchte ich Fahrten anbieten.**')).toEqual(['story:Fahrerin']);
    expect(found('Historia: Como socia quiero reservar la cocina.')).toEqual(['story:socia']);
    expect(found('En tant que locataire, je veux signaler une panne.')).toEqual(['story:locataire']);
  });

  it('reads no story inside a sentence (`als`, `como`, `as` after other words)', () => {
    expect(found('Ob ich noch etwas brauche als Kassenwart, weiß ich nicht.')).toEqual([]);
    expect(found('Hay que marcar el pedido como pagado, para que conste.')).toEqual([]);
    expect(found('Les appels sont nommés comme je les vois, en tant que brouillon, je pense.')).toEqual([]);
    expect(found('We kept the old sheet as a backup, I think.')).toEqual([]);
  });

  it('reads no person in a given about a record of someone named after it', () => {
    expect(found('    Soit la commande de "C042" est "payée"')).toEqual([]);
    expect(found('    Given the booking of "Ana" is confirmed')).toEqual([]);
    expect(found('    Soit un client "C042" est connecté')).toEqual(['given:client']);
  });

  it('reads no person in a list item that asks whether there is one', () => {
    const text = 'Who uses it:\n- volunteers: sort the donations\n- moderator? maybe later\n- donors\n';
    expect(found(text)).toEqual(['list:volunteers', 'list:donors']);
  });
});
