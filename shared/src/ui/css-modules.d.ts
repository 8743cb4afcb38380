declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
/** Stamped by the Vite config: the release version of the build, `dev` locally. */
declare const __REMOTE_VERSION__: string;
