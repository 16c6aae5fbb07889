import { artworkPath } from "#contracts/media";
import { useTranslation } from "#app/ui/i18n";
import { AppLink } from "#app/ui/link";
import type { ProviderGames } from "#modules/slots";

/** Providers with their game counts; each opens the explorer on that provider. */
export function ProviderList({ providers }: { providers: ProviderGames[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-6">
      {providers.map((provider) => (
        <li key={provider.slug}>
          <AppLink
            to={`/slots?providers=${encodeURIComponent(provider.slug)}#explorer`}
            className="flex h-full flex-col items-center gap-2 rounded-xl bg-white p-3 text-center shadow-sm no-underline"
          >
            <img
              src={artworkPath("provider", provider.slug, provider.logo)}
              alt=""
              width={56}
              height={56}
              className="rounded-lg"
              loading="lazy"
            />
            <span className="font-semibold">{provider.name}</span>
            <span className="text-sm text-slate-700">{t("slot.gamesCount", { count: provider.games })}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
