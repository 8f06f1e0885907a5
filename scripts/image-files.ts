// bun scripts/image-files.ts: the files of this checkout that the Docker image's runtime stage copies in (its COPY
// lines without --from, after .dockerignore), one a line. We cannot run docker in CI; image-files.test.ts checks these.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(import.meta.dir, "..");

export interface IgnoreRule {
  match: RegExp;
  /** A `!pattern`: puts back what an earlier rule left out. */
  keep: boolean;
}

/** Docker's glob syntax (`*`, `?`, `**`) as an anchored regular expression. */
function globToRegExp(glob: string): RegExp {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*" && glob[i + 1] === "*") {
      out += glob[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += glob[i + 2] === "/" ? 2 : 1;
    } else if (c === "*") out += "[^/]*";
    else if (c === "?") out += "[^/]";
    else out += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}$`);
}

export function parseDockerignore(text: string): IgnoreRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const keep = line.startsWith("!");
      const pattern = (keep ? line.slice(1) : line).replace(/^\/+/, "").replace(/\/+$/, "");
      return { match: globToRegExp(pattern), keep };
    });
}

/** As Docker decides: the last rule matching the path or one of its folders wins. */
export function isIgnored(path: string, rules: IgnoreRule[]): boolean {
  const parts = path.split("/");
  const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join("/"));
  let ignored = false;
  for (const rule of rules) if (prefixes.some((p) => rule.match.test(p))) ignored = !rule.keep;
  return ignored;
}

export interface Copy {
  sources: string[];
  dest: string;
}

/** The final stage's COPY lines that take files from the build context (not `--from` another stage). */
export function runtimeCopies(dockerfile: string): Copy[] {
  const lines = dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim());
  const lastFrom = lines.findLastIndex((l) => /^FROM\s/i.test(l));
  return lines
    .slice(lastFrom + 1)
    .filter((l) => /^COPY\s/i.test(l))
    .map((l) => l.split(/\s+/).slice(1))
    .filter((args) => !args.some((a) => a.startsWith("--from")))
    .map((args) => args.filter((a) => !a.startsWith("--")))
    .map((args) => ({ sources: args.slice(0, -1).map(clean), dest: clean(args.at(-1)!) }));
}

const clean = (path: string) => path.replace(/^\.\/?/, "").replace(/\/+$/, "");

/** The checkout's files, tracked or new (not git-ignored), as Docker would see the build context. */
export function contextFiles(root = ROOT): string[] {
  const listed = Bun.spawnSync(["git", "ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root });
  if (listed.exitCode !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.toString().split("\n").filter(Boolean);
}

/** Where each file lands in the image, relative to WORKDIR, for the runtime stage's COPY lines. */
export function imageFiles(root = ROOT): string[] {
  const rules = parseDockerignore(readFileSync(join(root, ".dockerignore"), "utf8"));
  const context = contextFiles(root).filter((f) => !isIgnored(f, rules));
  const shipped = new Set<string>();
  for (const { sources, dest } of runtimeCopies(readFileSync(join(root, "Dockerfile"), "utf8"))) {
    for (const source of sources) {
      for (const file of context) {
        if (file === source)
          shipped.add(sources.length > 1 || dest === "" ? join(dest, file.split("/").at(-1)!) : dest);
        else if (file.startsWith(`${source}/`)) shipped.add(join(dest, relative(source, file)));
      }
    }
  }
  return [...shipped].sort();
}

if (import.meta.main) console.log(imageFiles().join("\n"));
