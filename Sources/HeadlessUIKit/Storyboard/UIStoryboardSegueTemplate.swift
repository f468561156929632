import Foundation

/// A segue as a storyboard archives it: made with the scene's controller, it makes a
/// `UIStoryboardSegue` each time the segue is performed (UIKit's private `UIStoryboardSegueTemplate`).
@MainActor
final class UIStoryboardSegueTemplate: NibArchivable, NibOutletReceiving, ActionMethodsProviding {
    /// The template's archived class: which kind of segue it performs.
    let templateClass: String
    /// The segue's identifier.
    let identifier: String?
    /// The nib of the destination scene in the same storyboard.
    let destinationIdentifier: String?
    /// `showViewController:sender:`, `showDetailViewController:sender:`, or an unwind action.
    let actionName: String?
    /// A custom `UIStoryboardSegue` subclass name.
    let segueClassName: String?
    /// Presentation settings (presentation segues).
    let modalPresentationStyle: String?
    let modalTransitionStyle: String?
    let animates: Bool
    /// The source controller's `@IBSegueAction` that makes the destination (`makeDetail:`), if the segue names one.
    let destinationCreationSelector: String?
    /// The controller whose scene holds the segue.
    weak var viewController: UIViewController?
    /// An embed segue's container view.
    weak var containerView: UIView?

    init?(coder: NSCoder) {
        guard let nib = coder as? UINibDecoder else { return nil }
        templateClass = nib.object.className
        identifier = nib.string("UIIdentifier")
        destinationIdentifier = nib.string("UIDestinationViewControllerIdentifier")
        actionName = nib.string("UIActionName")
        segueClassName = nib.string("UISegueClassName")
        modalPresentationStyle = nib.string("UIModalPresentationStyle")
        modalTransitionStyle = nib.string("UIModalTransitionStyle")
        animates = nib.bool("UIAnimates") ?? true
        destinationCreationSelector = nib.string("UIDestinationCreationSelector")
    }

    /// The segue kind (`show`, `push`, `presentation`, `embed`, `unwind`…).
    var kind: String {
        switch templateClass {
        case "UIStoryboardShowSegueTemplate": return actionName == "showDetailViewController:sender:" ? "showDetail" : "show"
        case "UIStoryboardPushSegueTemplate": return "push"
        case "UIStoryboardPresentationSegueTemplate": return "presentation"
        case "UIStoryboardModalSegueTemplate": return "modal"
        case "UIStoryboardPopoverSegueTemplate": return "popover"
        case "UIStoryboardPopoverPresentationSegueTemplate": return "popoverPresentation"
        case "UIStoryboardEmbedSegueTemplate": return "embed"
        case "UIStoryboardUnwindSegueTemplate": return "unwind"
        case "UIStoryboardReplaceSegueTemplate": return "replace"
        case "UIStoryboardRelationshipSegueTemplate": return "relationship"
        default: return "custom"
        }
    }

    func setNibOutlet(_ key: String, to value: AnyObject?) -> Bool {
        switch key {
        case "viewController": viewController = value as? UIViewController; return true
        default: return false
        }
    }

    /// A control (or bar button item, gesture recognizer) in the file triggers the segue with `perform:`.
    static var actionMethods: ActionMethods {
        ActionMethods(["perform:": .init(UIStoryboardSegueTemplate.self) { template, sender in template.perform(sender: sender) }])
    }

    /// What a trigger in the file does: rule 66's storyboard-triggered order.
    func perform(sender: Any?) {
        guard let source = viewController else { return }
        if kind == "unwind" {
            source.performUnwind(template: self, sender: sender)
            return
        }
        if let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        source.performSegue(template: self, sender: sender)
    }
}
