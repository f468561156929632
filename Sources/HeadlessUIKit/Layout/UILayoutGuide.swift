import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing, grouping, and the
/// system's guides (`safeAreaLayoutGuide`, `layoutMarginsGuide`, `readableContentGuide`).
@MainActor
open class UILayoutGuide: @MainActor CustomStringConvertible {
    /// The view the guide belongs to (set by `addLayoutGuide`).
    public internal(set) weak var owningView: UIView?
    /// A name for debugging; the system guides carry UIKit's (`UIViewSafeAreaLayoutGuide`).
    open var identifier = ""
    /// The guide's variables in its hierarchy's layout engine (see `UIView.layoutBoxStorage`).
    var layoutBoxStorage: LayoutEngine.Box?
    var layoutBoxStamp = 0
    /// What the system guide follows; nil for a guide an app makes.
    var systemKind: SystemKind?

    /// The system guides' kinds.
    enum SystemKind {
        case safeArea, layoutMargins, readableContent
        /// A scroll view's content area: at the content's origin, its size is the content size.
        case scrollContent
        /// A scroll view's frame, in content coordinates (it moves with the content offset).
        case scrollFrame
    }

    /// Makes a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {}

    /// Makes a guide from a nib (`UILayoutGuideIdentifier`, `UILayoutGuideOwningView`).
    public required init?(coder: NSCoder) {
        guard let nib = coder as? UINibDecoder else { return }
        identifier = nib.string("UILayoutGuideIdentifier") ?? ""
        nib.afterCreation("UILayoutGuideOwningView") { [weak self] value in
            guard let self, let view = value as? UIView else { return }
            view.adoptNibLayoutGuide(self)
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as last laid out.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        if let systemKind { return owningView.systemGuideFrame(systemKind) }
        return owningView.layoutEngineIfCreated?.solvedFrame(of: self, in: owningView) ?? .zero
    }

    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// UIKit's `<UILayoutGuide: 0x…; frame = (0 0; 0 0); owningView = …>`.
    open var description: String {
        let frame = layoutFrame
        return "<\(uikitTypeName(type(of: self))): \(LayoutItems.address(self)); frame = (\(LayoutItems.number(frame.minX)) \(LayoutItems.number(frame.minY)); \(LayoutItems.number(frame.width)) \(LayoutItems.number(frame.height)))"
            + (identifier.isEmpty ? "" : "; identifier = '\(identifier)'") + ">"
    }
}
