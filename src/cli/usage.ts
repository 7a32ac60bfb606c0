/** The commands available now. */
export const COMMANDS = ['check', 'fmt', 'build', 'options', 'export', 'import'] as const;

/** The name of an available command. */
export type CommandName = (typeof COMMANDS)[number];

/** `specfront --help`. */
export const MAIN_USAGE = `Usage: specfront <command> [options]

Commands:
  check FILE...   Check specs: the nine points' status and every diagnostic
  fmt FILE        Print a spec normalised (tables aligned); --write rewrites the file
  build FILE      Write the running app as static files: --out DIR
  options FILE    List options inferred from a draft; --apply ID...|all applies them
  export FILE     Write the spec's contract: --to openapi|jsonschema|typescript
  import FILE     Write a spec from an OpenAPI 3.0/3.1 or Swagger 2.0 document (YAML or JSON)

Options:
  -h, --help      Show help; \`specfront <command> --help\` shows a command's options
  -v, --version   Show the version

A FILE may be Markdown, YAML or JSON, whatever its extension; \`-\` reads standard input.
`;

/** `specfront check --help`. */
export const CHECK_USAGE = `Usage: specfront check FILE... [--json | --format sarif|github] [--max-warnings N]

Checks each spec (Markdown, YAML or JSON, recognised from the content; \`-\` reads standard input)
and reports the nine points' status and every diagnostic.

Options:
  --json              Print the report as JSON: one object for one file,
                      { "files": [ { "file": ..., ... } ] } for several
  --format sarif      Print a SARIF 2.1.0 log (for code scanning)
  --format github     Print GitHub Actions annotations (::error file=...::message)
  --max-warnings N    Fail when all files together have more than N warnings (default: no limit)
  -h, --help          Show this help

Exit codes: 0 no errors; 1 errors, or more warnings than allowed; 2 a file cannot be read, or bad usage.
`;

/** `specfront fmt --help`. */
export const FMT_USAGE = `Usage: specfront fmt FILE [--write]

Prints the spec normalised: Markdown with aligned tables, YAML or JSON in their canonical form
(the same form as the input). \`-\` reads standard input.
fmt never changes what a spec means: if the result would not check the same (apart from positions),
it refuses and leaves the file as it is.

Options:
  --write             Rewrite FILE in place (only when it changes; not with \`-\`)
  -h, --help          Show this help

Exit codes: 0 done; 1 refused because the meaning would change; 2 the file cannot be read, or bad usage.
`;

/** `specfront build --help`. */
export const BUILD_USAGE = `Usage: specfront build FILE --out DIR [--server URL...] [--force] [--test-hooks]

Writes the running app the spec describes as static files: DIR/index.html (with the compiled app
and a strict Content-Security-Policy) and DIR/assets/. Any static file server can serve DIR, at any
path; links and reloads work (hash routing). The app's calls go to its built-in backend, which keeps
data in the browser (IndexedDB), or to a real server set in the app's settings.

Options:
  -o, --out DIR       The folder to write (created if needed; must be new, empty or an earlier build)
  --server URL        A real server the app may call (its settings' "A real server"), as an origin:
                      https://api.example.org, http://127.0.0.1:8080, http://127.0.0.1:* (any port).
                      Repeat for several. Without it the app calls only its own site (the page's
                      Content-Security-Policy says connect-src 'self')
  --force             Build even when the spec has errors; the app shows the gaps
  --test-hooks        For specfront's own benchmarks and browser tests: ship the hook that \`?bench\` in
                      the address installs (call timings, bulk records). Never for a published app
  -h, --help          Show this help

Exit codes: 0 built; 1 the spec has errors (nothing built); 2 a file cannot be read or written, or bad usage.
`;

/** `specfront options --help`. */
export const OPTIONS_USAGE = `Usage: specfront options FILE [--json] [--apply ID...|all | --answer ID=CHOICE...] [--write]

Lists the options specfront infers from the spec (entities from the calls' shapes, states from action
calls, missing screens and calls, roles from the people point 1 names, constants from numbers in the
prose, error codes the calls imply, rewrites of rules that cannot run), grouped by point, each with its
evidence as FILE:LINE:COLUMN. Where the draft leaves a choice open it asks, from the first run on (who
its people are, which state a record starts in, who may do what it gives to no one, where an event
starts), with the answers its own words support. A spec with too little to infer from gets questions
for the points to draft first. \`-\` reads standard input.

Options:
  --json              Print { "options": [{ id, point, title, detail, evidence: [{ line, column }] }],
                      "guidance": [{ point, title, question }],
                      "questions": [{ id, point, text, detail, evidence, choices }] }
  --apply ID...       Print the spec with these options, and the options they require, applied
                      (ids as listed; \`all\` accepts all, round after round, as the studio's Accept all)
  --answer ID=CHOICE  Answer a question the spec leaves open: print the spec with the answer
                      written in and kept under ## Clarifications (answer before or after --apply all)
  --write             With --apply or --answer: write the changed spec back to FILE instead of printing it
  -h, --help          Show this help

Exit codes: 0 done; 2 the file cannot be read or written, an id is unknown, or bad usage.
`;

/** `specfront export --help`. */
export const EXPORT_USAGE = `Usage: specfront export FILE [--to openapi|jsonschema|typescript] [--out F] [--json]

Writes the contract the spec describes (docs/openapi.md):
  openapi     an OpenAPI 3.1 document (YAML; --json for JSON): the calls of point 7 as operations, the
              entities of point 3 as schemas with the rules of point 5, the error catalogue of point 8
              as responses, every part marked with the spec line it comes from (x-specfront-source)
  jsonschema  one JSON Schema (draft 2020-12) per entity, as one JSON object keyed by entity
  typescript  types for the entities, each call's parameters, request and response, and the error body
\`-\` reads standard input. The default is --to openapi.

Options:
  --to TARGET         openapi (default), jsonschema or typescript
  -o, --out F         Write to F instead of standard output
  --json              With --to openapi: write JSON instead of YAML
  -h, --help          Show this help

Exit codes: 0 written; 2 the file cannot be read or written, or bad usage.
`;

/** `specfront import --help`. */
export const IMPORT_USAGE = `Usage: specfront import FILE [--out F]

Reads an OpenAPI 3.0 or 3.1 document, or a Swagger 2.0 one (YAML or JSON, local $refs), and writes a Markdown spec
(docs/openapi.md): title and description as point 1, operations as point 7, component schemas as
point 3, their constraints as point 5, error responses as point 8; points 2, 4, 6 and 9 "Not shown."
so \`specfront options\` can propose them. What the spec cannot hold (callbacks, webhooks, security
schemes, unions of objects) is listed in a note with the document's JSON pointer. \`-\` reads standard input.

Options:
  -o, --out F         Write the spec to F instead of standard output
  -h, --help          Show this help

Exit codes: 0 written; 2 the document cannot be read, is not OpenAPI, has a remote or circular $ref,
or bad usage.
`;
