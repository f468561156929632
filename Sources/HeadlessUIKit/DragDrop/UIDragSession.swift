import Foundation

/// What drag and drop sessions share (iOS 11).
@MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items in the session.
    var items: [UIDragItem] { get }
    /// Whether the drag began in this app.
    var allowsMoveOperation: Bool { get }
    /// Whether it is restricted to this app.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Where the finger is, in a view's coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether an item conforms to one of the type identifiers.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether objects of a class can be loaded.
    func canLoadObjects(ofClass aClass: Any.Type) -> Bool
}

/// A drag in progress, seen by the source.
@MainActor
public protocol UIDragSession: UIDragDropSession {
    /// An object the app attaches to the session.
    var localContext: Any? { get set }
}

/// A drag seen by a drop destination.
@MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The source's session, when the drag began in this app.
    var localDragSession: (any UIDragSession)? { get }
    /// How progress is shown while items load.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
}

/// How a drop session shows loading progress, with UIKit's raw values.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No indicator.
    case none = 0
    /// The system's indicator.
    case `default` = 1
}

/// What a drop would do, with UIKit's raw values.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drop is refused.
    case cancel = 0
    /// Not allowed here.
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data is moved (within the app).
    case move = 3
}
