import { ProfilePage } from "@/components/member/profile-page";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/profile");
export const metadata = metadataFor(route);

export default function Page() {
  return <ProfilePage title={route.title} />;
}
