import Foundation

/// Something wrong found while a nib instantiates, with its message.
enum NibProblem {
    /// Rule 27: an outlet (or collection) the object does not have, or a value of the wrong type.
    case outlet(OutletError)
    /// An action whose target does not list the method (HeadlessUIKit checks at load time).
    case missingAction(file: String, selector: String, target: String, sourceClass: String, objectID: String?)
    /// An action from an object that cannot send actions.
    case actionSourceUnsupported(file: String, selector: String, sourceClass: String)
    /// A runtime attribute the object cannot take (`setValue:forUndefinedKey:`).
    case runtimeAttribute(file: String, keyPath: String, className: String, objectID: String?, detail: String)
    /// A placeholder whose external object the options do not provide.
    case missingExternalObject(file: String, identifier: String)
    /// An object that references itself while it is being made.
    case cycle(file: String, className: String, objectID: String?)
    /// `init?(coder:)` returned nil.
    case initFailed(file: String, className: String, objectID: String?)

    var message: String {
        switch self {
        case .outlet(let error):
            return error.message
        case let .missingAction(file, selector, target, sourceClass, objectID):
            let subject = objectID.map { "object \"\($0)\" (\(sourceClass))" } ?? sourceClass
            return "\(file): \(subject) sends the action \"\(selector)\" to \(target), which has no such action method. "
                + "List it in \(target).actionMethods (HeadlessUIKit's stand-in for @IBAction), or fix the connection in the file."
        case let .actionSourceUnsupported(file, selector, sourceClass):
            return "\(file): \(sourceClass) cannot send the action \"\(selector)\" (it is not a control, bar button item or gesture recognizer)."
        case let .runtimeAttribute(file, keyPath, className, objectID, detail):
            let subject = objectID.map { "object \"\($0)\" (\(className))" } ?? className
            return "\(file): user-defined runtime attribute \"\(keyPath)\" of \(subject): \(detail)"
        case let .missingExternalObject(file, identifier):
            return "\(file): the nib has an external object \"\(identifier)\" but the options' externalObjects (UINib.OptionsKey.externalObjects) have none by that name."
        case let .cycle(file, className, objectID):
            return "\(file): \(objectID.map { "object \"\($0)\" " } ?? "")(\(className)) references itself while being made; the reference was left nil."
        case let .initFailed(file, className, objectID):
            return "\(file): init?(coder:) of \(className)\(objectID.map { " (object \"\($0)\")" } ?? "") returned nil."
        }
    }

    /// The exception UIKit raises for it.
    var exception: UIKitException {
        switch self {
        case .outlet, .runtimeAttribute:
            return UIKitException(name: "NSUnknownKeyException", reason: message)
        case .missingAction:
            return .invalidArgument(message)
        default:
            return .internalInconsistency(message)
        }
    }
}

/// Objects with outlets the nib loader sets itself (a storyboard's scene owner, segue templates,
/// a controller's `storyboard`): tried before `OutletConnector`.
@MainActor
protocol NibOutletReceiving: AnyObject {
    /// Sets the outlet `key`; false when it is not one of these.
    func setNibOutlet(_ key: String, to value: AnyObject?) -> Bool
    /// Appends to the outlet collection `key`; false when it is not one of these.
    func appendNibOutlet(_ key: String, _ value: AnyObject) -> Bool
}

extension NibOutletReceiving {
    func appendNibOutlet(_ key: String, _ value: AnyObject) -> Bool { false }
}

/// Objects that send actions a nib connects: controls, bar button items, gesture recognizers.
@MainActor
protocol NibActionSource: AnyObject {
    /// Adds the target–action pair for the given `UIControl.Event` bits.
    func connectNibAction(target: AnyObject?, action: Selector, events: UInt)
}

extension UIControl: NibActionSource {
    func connectNibAction(target: AnyObject?, action: Selector, events: UInt) {
        addTarget(target, action: action, for: UIControl.Event(rawValue: events))
    }
}

extension UIBarButtonItem: NibActionSource {
    func connectNibAction(target: AnyObject?, action: Selector, events: UInt) {
        self.target = target
        self.action = action
    }
}

/// Rule 26's third pass.
@MainActor
enum NibAwakening {
    /// Sends `awakeFromNib` to an object made from a nib, recording it for responders.
    static func awake(_ object: AnyObject) {
        // A plain constraint has no awakeFromNib: skip the failing conformance lookups the switch
        // would make for it, one per constraint of every instantiation (issue 14). Subclasses go on.
        if type(of: object) == NSLayoutConstraint.self { return }
        switch object {
        case let controller as UIViewController:
            LifecycleRecorder.send(controller, .controller, "awakeFromNib") { controller.awakeFromNib() }
        case let view as UIView:
            LifecycleRecorder.send(view, .view, "awakeFromNib") { view.awakeFromNib() }
        case let responder as UIResponder:
            responder.awakeFromNib()
        case let item as UIBarItem:
            item.awakeFromNib()
        case let item as UINavigationItem:
            item.awakeFromNib()
        case let awakable as NibAwakable:
            awakable.awakeFromNib()
        default:
            break
        }
    }
}

/// Objects outside the responder classes that want `awakeFromNib` (gesture recognizers, app objects).
@MainActor
public protocol NibAwakable: AnyObject {
    /// Sent after every object of the nib exists and is connected (rule 26).
    func awakeFromNib()
}
