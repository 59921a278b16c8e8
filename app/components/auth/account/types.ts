export interface OwnSessionView {
  id: string;
  current: boolean;
  device: string;
  network: string;
  signedInAt: string;
  lastActiveAt: string;
}
