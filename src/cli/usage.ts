/** The commands available now; others in product.md (export, import) come later. */
export const COMMANDS = ['check', 'fmt', 'build', 'options'] as const;

/** The name of an available command. */
export type CommandName = (typeof COMMANDS)[number];

/** `specfront --help`. */
export const MAIN_USAGE = `Usage: specfront <command> [options]

Commands:
  check FILE...   Check specs: the nine points' status and every diagnostic
  fmt FILE        Print a spec normalised (tables aligned); --write rewrites the file
  build FILE      Write the running app as static files: --out DIR
  options FILE    List options inferred from a draft; --apply ID...|all applies them

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
export const BUILD_USAGE = `Usage: specfront build FILE --out DIR [--force]

Writes the running app the spec describes as static files: DIR/index.html (with the compiled app
and a strict Content-Security-Policy) and DIR/assets/. Any static file server can serve DIR, at any
path; links and reloads work (hash routing). The app's calls go to its built-in backend, which keeps
data in the browser (IndexedDB), or to a real server set in the app's settings.

Options:
  -o, --out DIR       The folder to write (created if needed; must be new, empty or an earlier build)
  --force             Build even when the spec has errors; the app shows the gaps
  -h, --help          Show this help

Exit codes: 0 built; 1 the spec has errors (nothing built); 2 a file cannot be read or written, or bad usage.
`;

/** `specfront options --help`. */
export const OPTIONS_USAGE = `Usage: specfront options FILE [--json] [--apply ID...|all] [--write]

Lists the options specfront infers from the spec (entities from the calls' shapes, states from action
calls, missing screens and calls, roles from the people point 1 names, constants from numbers in the
prose, error codes the calls imply, rewrites of rules that cannot run), grouped by point, each with its
evidence as FILE:LINE:COLUMN. A spec with too little to infer from gets questions for the points to
draft first. \`-\` reads standard input.

Options:
  --json              Print { "options": [{ id, point, title, detail, evidence: [{ line, column }] }],
                      "guidance": [{ point, title, question }] }
  --apply ID...       Print the spec with these options, and the options they require, applied
                      (ids as listed; \`all\` for every one)
  --write             With --apply: write the changed spec back to FILE instead of printing it
  -h, --help          Show this help

Exit codes: 0 done; 2 the file cannot be read or written, an id is unknown, or bad usage.
`;
