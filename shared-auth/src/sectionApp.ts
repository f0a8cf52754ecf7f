/** What the shell passes to a remote's exposed `./App`. */
export interface SectionAppProps {
  /** Where the host mounts the section, e.g. `/admin`; `/` when the remote runs alone. */
  basePath?: string;
}
