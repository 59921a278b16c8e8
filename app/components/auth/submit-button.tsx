import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * A form's submit button that says it is working while this form's post is
 * under way (other forms on the page keep theirs). `intent` travels with the
 * post as the button's value.
 */
export function SubmitButton({
  children,
  intent,
  pendingText = "Please wait…",
  variant,
  className,
}: {
  children: string;
  intent?: string;
  pendingText?: string;
  variant?: "primary" | "secondary" | "ghost";
  className?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <Button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      variant={variant}
      className={className}
      aria-disabled={pending || undefined}
    >
      {pending ? pendingText : children}
    </Button>
  );
}
