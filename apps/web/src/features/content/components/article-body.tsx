/** A post's body as the API rendered and sanitised it (only the renderer's own tags, see packages/shared markdown.ts). */
import classes from './content.module.css';

export function ArticleBody({ html }: { html: string }) {
  // the HTML comes from the server's renderer, which escapes every character of the text it is given
  return <div className={classes.article} dangerouslySetInnerHTML={{ __html: html }} />;
}
