import Link from "next/link";
import type { BlogPost } from "@/lib/blog/post";
import { PostMeta } from "./post-meta";
import styles from "./content.module.css";

/** The posts of one index page: title, date, author, reading time, summary and tags. */
export function PostList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <ul className={styles.posts}>
      {posts.map((post) => (
        <li key={post.slug}>
          <article aria-labelledby={`post-${post.slug}`}>
            <h2 id={`post-${post.slug}`}>
              <Link href={`/blog/${post.slug}`}>{post.title}</Link>
            </h2>
            <PostMeta post={post} />
            <p>{post.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
