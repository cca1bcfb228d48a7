import { stylesheetSources, unstyledClasses } from "@/lib/bench/unstyled-classes";

const PAGE = "http://127.0.0.1:3300/calculators/systematic-investment-plan";

describe("stylesheetSources", () => {
  it("lists the linked stylesheets, resolved against the page, and nothing else", () => {
    const html = `<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
      <link rel="preload" as="style" href="/_next/static/chunks/preloaded.css"/>
      <!-- <link rel="stylesheet" href="/commented.css"> -->
      <link href='../b.css' rel=stylesheet></head>`;
    expect(stylesheetSources(html, PAGE)).toEqual([
      "http://127.0.0.1:3300/_next/static/chunks/a.css",
      "http://127.0.0.1:3300/b.css",
    ]);
  });
});

describe("unstyledClasses", () => {
  const css = ".container{margin:0 auto}._0SFVmG_field{display:flex}.-jVpYa_lg,.x:hover{color:red}";

  it("names each class of the markup that no rule names, once", () => {
    const html = `<div class="container _0SFVmG_field"><label class="_0SFVmG_label">A</label>
      <span class='_0SFVmG_label -jVpYa_lg'></span></div>`;
    expect(unstyledClasses(html, css)).toEqual(["_0SFVmG_label"]);
  });

  it("does not take a longer name, or a name inside a script or a comment, for the class", () => {
    expect(unstyledClasses(`<p class="contain">x</p>`, css)).toEqual(["contain"]);
    expect(unstyledClasses(`<p class="x-y">x</p>`, ".x{color:red}")).toEqual(["x-y"]);
    const html = `<script>self.__next_f.push('<p class="missing">')</script><!-- <p class="gone"> --><p class="x">`;
    expect(unstyledClasses(html, css)).toEqual([]);
  });
});
