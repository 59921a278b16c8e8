import { ArrowRight, Check, CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import type { ServiceCard } from "~/content/services";

/**
 * A service or plan card: icon, title, description, what it includes, who it
 * is for, and two links. Plans reuse it with their own labels; a plan's price
 * is never passed in, so it cannot be shown (spec §2).
 */
export function OfferCard({
  card,
  featuresLabel = "What's included",
  problemsLabel = "When you need it",
}: {
  card: Pick<ServiceCard, "title" | "description" | "features" | "problems" | "icon" | "primaryLink" | "secondaryLink"> & {
    highlighted?: boolean;
    badge?: string;
  };
  featuresLabel?: string;
  problemsLabel?: string;
}) {
  const Icon = card.icon;
  return (
    <Card highlighted={card.highlighted} className="relative h-full">
      {card.badge ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
          {card.badge}
        </p>
      ) : null}
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <CardTitle className="mt-4 text-xl">{card.title}</CardTitle>
      <CardText>{card.description}</CardText>
      <p className="mt-5 text-sm font-semibold text-ink">{featuresLabel}</p>
      <ul className="mt-2 space-y-2 text-sm text-muted">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm font-semibold text-ink">{problemsLabel}</p>
      <ul className="mt-2 space-y-2 text-sm text-muted">
        {card.problems.map((problem) => (
          <li key={problem} className="flex gap-2">
            <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <span>{problem}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-3 pt-6" data-cta-source="service-card">
        <ButtonLink
          to={card.primaryLink.to}
          variant={card.highlighted ? "primary" : "secondary"}
          className="h-auto min-h-11 py-2 text-center whitespace-normal"
        >
          {card.primaryLink.text}
        </ButtonLink>
        <Link
          to={card.secondaryLink.to}
          className="inline-flex items-center justify-center gap-1 text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {card.secondaryLink.text} <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </Card>
  );
}
