import Foundation

/// The share sheet: offers system services and the app's own `UIActivity`s for some items,
/// presented like any controller with `present(_:animated:completion:)`.
///
/// A headless app has no finger: `simulateActivity(_:completed:returnedItems:)` and
/// `simulateCancel()` stand in for the user. As on iOS, choosing an activity dismisses the sheet
/// (animated) and `completionWithItemsHandler` runs once the activity finishes: at once for a
/// system activity, when an app activity calls `activityDidFinish(_:)` for the app's own. Headless,
/// the system activities do nothing, except `.copyToPasteboard`, which copies the strings, URLs and
/// images among the items to `UIPasteboard.general` as iOS does.
@MainActor
open class UIActivityViewController: UIViewController {
    /// The completion handler's type: the activity chosen (nil on cancel), whether it completed,
    /// items an extension returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items shared, as given at init (HeadlessUIKit; UIKit keeps them private).
    public private(set) var activityItems: [Any] = []
    /// The app's own activities, as given at init (HeadlessUIKit; UIKit keeps them private).
    public private(set) var applicationActivities: [UIActivity] = []
    /// System activities the sheet leaves out.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Runs when the chosen activity finishes or the user cancels.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether the sheet highlights the most relevant activity (iOS 17; no effect headless).
    open var allowsProminentActivity = true

    /// Makes a share sheet for `activityItems` offering `applicationActivities` besides the system's.
    public convenience init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.init(nibName: nil, bundle: nil)
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
    }

    /// The app activities the sheet shows: those that can act on the items and are not excluded (HeadlessUIKit).
    public var availableApplicationActivities: [UIActivity] {
        applicationActivities.filter { activity in
            !(activity.activityType.map { excludedActivityTypes?.contains($0) ?? false } ?? false)
                && activity.canPerform(withActivityItems: activityItems)
        }
    }

    // MARK: Choosing from code (HeadlessUIKit)

    /// Chooses the activity of `type` as the user would. An app activity of that type gets
    /// `prepare(withActivityItems:)`, the sheet dismisses, then it gets `perform()` and the handler
    /// runs when it calls `activityDidFinish(_:)`. A system activity dismisses the sheet and the
    /// handler gets `(type, completed, returnedItems, nil)` after the dismissal. An excluded type,
    /// an app activity that cannot act on the items, or a sheet that is not presented logs a
    /// warning and returns false.
    @discardableResult
    open func simulateActivity(_ type: UIActivity.ActivityType, completed: Bool = true, returnedItems: [Any]? = nil) -> Bool {
        guard isPresentedForSimulation("simulateActivity(_:)") else { return false }
        if excludedActivityTypes?.contains(type) ?? false {
            Diagnostics.warning("simulateActivity(_:) on \(self): \(type.rawValue) is excluded, so the sheet does not show it; nothing happens.")
            return false
        }
        if let activity = applicationActivities.first(where: { $0.activityType == type }) {
            guard activity.canPerform(withActivityItems: activityItems) else {
                Diagnostics.warning("simulateActivity(_:) on \(self): \(type.rawValue) cannot perform with these items, so the sheet does not show it; nothing happens.")
                return false
            }
            activity.prepare(withActivityItems: activityItems)
            activity.host = self
            dismiss(animated: true) { activity.perform() }
            return true
        }
        dismiss(animated: true) { [self] in
            if completed, type == .copyToPasteboard { copyItemsToPasteboard() }
            finish(type, completed: completed, returnedItems: returnedItems)
        }
        return true
    }

    /// Taps Close: the sheet dismisses and the handler gets `(nil, false, nil, nil)`. A sheet that
    /// is not presented logs a warning and returns false.
    @discardableResult
    open func simulateCancel() -> Bool {
        guard isPresentedForSimulation("simulateCancel()") else { return false }
        dismiss(animated: true) { [self] in finish(nil, completed: false, returnedItems: nil) }
        return true
    }

    /// Calls the completion handler.
    func finish(_ type: UIActivity.ActivityType?, completed: Bool, returnedItems: [Any]?) {
        completionWithItemsHandler?(type, completed, returnedItems, nil)
    }

    private func copyItemsToPasteboard() {
        var items: [[String: Any]] = []
        for item in activityItems {
            switch item {
            case let string as String: items.append([UIPasteboard.typeListString[0]: string])
            case let url as URL: items.append([UIPasteboard.typeListURL[0]: url])
            case let image as UIImage: items.append([UIPasteboard.typeListImage[0]: image])
            default: continue
            }
        }
        if !items.isEmpty { UIPasteboard.general.items = items }
    }
}
