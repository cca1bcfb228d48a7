import { ImageResponse } from "next/og";
import { COMPANY } from "@/lib/content/company";
import { SHARE_IMAGE } from "@/lib/routes/metadata";

// The share image of every page (generated once at build, referenced by metadataFor): the brand and its
// promise, no rupee sign because the bundled font lacks it.
export const alt = SHARE_IMAGE.alt;
export const size = { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
export const contentType = "image/png";

export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "#14213d",
        color: "#ffffff",
      }}
    >
      <div style={{ fontSize: 96, fontWeight: 700 }}>{COMPANY.brand}</div>
      <div style={{ fontSize: 44, marginTop: 24, color: "#c7d2fe" }}>{COMPANY.tagline}</div>
      <div style={{ fontSize: 32, marginTop: 48, color: "#e2e8f0" }}>
        Research, screen and compare every mutual fund in India
      </div>
    </div>,
    size,
  );
}
