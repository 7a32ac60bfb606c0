/**
 * One object of each class the reading and the check build in bulk, kept for as long as the module is
 * loaded. V8 forgets an object shape (the hidden class of a class's instances) at a full collection
 * that finds no object of it left, and with it the optimised code that expected the shape: the next
 * check then runs unoptimised while its code is compiled again. That is the case of a one-shot check,
 * whose model dies between two runs (bench/README.md, "fresh heap"). A kept exemplar keeps the shape.
 */
const kept: unknown[] = [];

/** Keeps `exemplar` alive (and so its shape), and returns it. Call once per class, at module level. */
export function keepShape<T>(exemplar: T): T {
  kept.push(exemplar);
  return exemplar;
}
