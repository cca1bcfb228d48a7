import { PagerNav } from "@/components/pagination/pager-nav";
import type { Page } from "@/lib/blog/paginate";
import type { BlogPost } from "@/lib/blog/post";
import { pagerModel } from "@/lib/pagination/pager";
import { PostList } from "./post-list";
import styles from "./content.module.css";

export const blogPageHref = (page: number) => (page === 1 ? "/blog" : `/blog/page/${page}`);

/** One page of the blog's index, with the pager. */
export function BlogIndex({ title, lead, page }: { title: string; lead: string; page: Page<BlogPost> }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <PostList posts={page.items} />
      <div className={styles.wide}>
        <PagerNav model={pagerModel(page.page, page.totalPages)} hrefFor={blogPageHref} label="Blog pages" />
      </div>
    </div>
  );
}
