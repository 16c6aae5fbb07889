import { createContext, useContext, useState, type ReactNode } from "react";
import { useTranslation } from "#app/ui/i18n";
import { useFormat } from "#app/ui/format";
import { FavouriteHeart } from "#app/shared/favourites/favourite-heart";
import { useMyCasino } from "./use-my-casino";

interface CasinoCommunity {
  slug: string;
  name: string;
  mine: ReturnType<typeof useMyCasino>["mine"];
  refreshMine: () => Promise<void>;
  score: { value: number | null; count: number };
  setScore: (value: number | null, count: number) => void;
}

const Context = createContext<CasinoCommunity | null>(null);

export function useCasinoCommunity(): CasinoCommunity {
  const value = useContext(Context);
  if (!value) throw new Error("useCasinoCommunity needs a CasinoCommunityProvider");
  return value;
}

/**
 * The casino page's personal and live parts share one state: the player's score, review and heart
 * (fetched after hydration, so the page itself stays cacheable) and the users score a rating updates.
 */
export function CasinoCommunityProvider({
  slug,
  name,
  usersScore,
  usersCount,
  children,
}: {
  slug: string;
  name: string;
  usersScore: number | null;
  usersCount: number;
  children: ReactNode;
}) {
  const { mine, refresh } = useMyCasino(slug);
  const [score, setScoreState] = useState({ value: usersScore, count: usersCount });
  const value: CasinoCommunity = {
    slug,
    name,
    mine,
    refreshMine: refresh,
    score,
    setScore: (v, count) => setScoreState({ value: v, count }),
  };
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function UsersScore() {
  const { t } = useTranslation();
  const format = useFormat();
  const { score } = useCasinoCommunity();
  return (
    <>
      {score.value === null ? t("casino.noRatings") : format.score(score.value)}{" "}
      <span className="text-sm font-normal text-slate-700">({t("casino.ratedBy", { count: score.count })})</span>
    </>
  );
}

export function MyScore() {
  const { t } = useTranslation();
  const { mine } = useCasinoCommunity();
  return <span data-testid="my-score">{mine?.my_score ?? t("common.notAvailable")}</span>;
}

export function CasinoFavourite() {
  const { slug, name, mine } = useCasinoCommunity();
  return <FavouriteHeart type="casino" slug={slug} name={name} saved={mine?.favourite} />;
}
