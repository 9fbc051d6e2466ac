import type { UserDto } from '@hisaab/contracts';

function initials(user: UserDto): string {
  const fromName = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (fromName || user.email.charAt(0)).toUpperCase();
}

export function UserCard({ user }: { user: UserDto }) {
  const displayName = user.firstName || user.email;
  return (
    <div className="flex min-w-0 items-center gap-3">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
          {initials(user)}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-sm font-medium" title={user.email}>
          {displayName}
        </p>
        <p className="text-xs text-muted-foreground">Business Owner</p>
      </div>
    </div>
  );
}
