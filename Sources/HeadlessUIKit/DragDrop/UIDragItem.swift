import Foundation

/// One item being dragged: its data provider and an object the app attaches (iOS 11).
/// Headless: nothing drags; apps' drag and drop delegates compile and tests can call them.
@MainActor
open class UIDragItem {
    /// The item's data.
    public let itemProvider: NSItemProvider
    /// An object the app attaches (the model object, for drags within the app).
    open var localObject: Any?
    /// The preview shown while dragging (nil: the system's).
    open var previewProvider: (() -> UIDragPreview?)?

    /// Makes a drag item of a provider's data.
    public init(itemProvider: NSItemProvider) { self.itemProvider = itemProvider }
}

/// The picture that follows the finger during a drag.
@MainActor
open class UIDragPreview {
    /// The view shown.
    public let view: UIView
    /// Makes a preview of a view.
    public init(view: UIView) { self.view = view }
}
