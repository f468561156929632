// On iOS any NSObject can be the target of an action (a gesture recognizer's, a timer's, a
// notification's), so apps put `@objc` methods on subclasses of these non-responder classes too:
// `UIPercentDrivenInteractiveTransition` subclasses that handle their own pan gesture, custom
// gesture recognizers, bar button items, layers. Each class lists an empty `actionMethods` that a
// subclass (or `headless-rewrite`'s `override class var actionMethods`) extends.

extension UIGestureRecognizer: ActionMethodsProviding {}
extension UIBarItem: ActionMethodsProviding {}
extension UIPercentDrivenInteractiveTransition: ActionMethodsProviding {}
extension UIPresentationController: ActionMethodsProviding {}
extension UICollectionViewLayout: ActionMethodsProviding {}
extension UIStoryboardSegue: ActionMethodsProviding {}
extension CALayer: ActionMethodsProviding {}
