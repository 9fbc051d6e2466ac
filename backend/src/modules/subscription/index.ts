export { SubscriptionModule } from './subscription.module';
