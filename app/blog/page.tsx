import { BlogIndex } from "@/components/content/blog-index";
import { paginate } from "@/lib/blog/paginate";
import { allPosts, POSTS_PER_PAGE } from "@/lib/blog/post-files";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/blog");
export const metadata = metadataFor(route);

export default function BlogPage() {
  // Page 1 always exists (an empty blog has one empty page).
  return <BlogIndex title={route.title} lead={route.summary} page={paginate(allPosts(), 1, POSTS_PER_PAGE)!} />;
}
