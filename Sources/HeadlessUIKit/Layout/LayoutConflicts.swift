/// Auto Layout conflicts as objects, for tools (`headless lint`'s `unsatisfiable_constraints`): the log UIKit
/// writes ("Unable to simultaneously satisfy constraints") names constraints by address only.
@_spi(Tools) @MainActor
public enum LayoutConflicts {
    /// Called at each conflict with the app's constraints involved (the one broken last, when it is one) and
    /// UIKit's description of each constraint HeadlessUIKit made itself (autoresizing masks, content sizes, guides).
    public static var observer: ((_ constraints: [NSLayoutConstraint], _ internal: [String]) -> Void)?
}
