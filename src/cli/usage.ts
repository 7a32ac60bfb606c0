/** The commands available now; others in product.md (options, export, import) come later. */
export const COMMANDS = ['check', 'fmt', 'build'] as const;

/** The name of an available command. */
export type CommandName = (typeof COMMANDS)[number];

/** `specfront --help`. */
export const MAIN_USAGE = `Usage: specfront <command> [options]

Commands:
  check FILE...   Check specs: the nine points' status and every diagnostic
  fmt FILE        Print a spec normalised (tables aligned); --write rewrites the file
  build FILE      Write the running app as static files: --out DIR

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
