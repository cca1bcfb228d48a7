import { formatLongDate } from "@/lib/blog/dates";
import type { BlogPost } from "@/lib/blog/post";
import styles from "./content.module.css";

/** Date, author, reading time and tags of a post. */
export function PostMeta({ post }: { post: Pick<BlogPost, "date" | "author" | "readingMinutes" | "tags"> }) {
  return (
    <>
      <p className={styles.meta}>
        <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {post.author} · {post.readingMinutes} min read
      </p>
      <ul className={styles.tags} aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </>
  );
}
