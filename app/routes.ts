import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** Every route of spec §2, plus the quality-mark page and the language switch. */
export default [
  layout("routes/default-layout.tsx", [
    index("routes/home.tsx"),
    route("lk", "routes/lk.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/articles", "routes/blog-articles.tsx"),
    route("blog/articles/:slug", "routes/blog-article.tsx"),
    route("new-casinos", "routes/new-casinos.tsx"),
    route("slots", "routes/slots.tsx"),
    route("slots/:slug", "routes/slot.tsx"),
    route("bonuses", "routes/bonuses.tsx"),
    route("bonuses/filters", "routes/bonuses-filters.tsx"),
    route("bonuses/categories/:slug", "routes/bonus-category.tsx"),
    route("casinos", "routes/casinos.tsx"),
    route("casinos/filters", "routes/casinos-filters.tsx"),
    route("casinos/games/:slug", "routes/casinos-by-game.tsx"),
    route("casinos/types/:slug", "routes/casinos-by-type.tsx"),
    route("casinos/privat/:slug", "routes/casinos-private.tsx"),
    route("casinos/providers/:slug", "routes/casinos-by-provider.tsx"),
    route("casinos/:slug", "routes/casino.tsx"),
    route("quality-mark", "routes/quality-mark.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
    route("responsible-gaming", "routes/responsible-gaming.tsx"),
    route("registration/complete", "routes/registration-complete.tsx"),
  ]),
  layout("routes/plain-layout.tsx", [route("registration/activate/:uid/:token", "routes/registration-activate.tsx")]),
  route("language", "routes/language.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
