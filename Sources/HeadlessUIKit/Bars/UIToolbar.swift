import Foundation

/// A bar of buttons at the bottom of the screen. A model, headless: a navigation controller's
/// toolbar is not placed in the view hierarchy.
///
/// A navigation controller's toolbar shows the top controller's `toolbarItems`, so its items
/// follow pushes and pops and `setToolbarItems(_:animated:)`. A toolbar of your own keeps the
/// items you give it.
@MainActor
open class UIToolbar: UIView {
    /// The bar's height: 44 points.
    public static let standardHeight: CGFloat = 44
    weak var managingNavigationController: UINavigationController?
    private var storedItems: [UIBarButtonItem]?

    /// Makes a toolbar with a frame.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a toolbar from an archive: its items, style, translucency and colours.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeToolbarAttributes(nib) }
    }

    static func makeManagedToolbar(ofClass toolbarClass: AnyClass?) -> UIToolbar {
        let type = (toolbarClass as? UIToolbar.Type) ?? UIToolbar.self
        let screen = UIScreen.main.bounds
        return type.init(frame: CGRect(x: 0, y: screen.height - 44, width: screen.width, height: 44))
    }

    /// The items; a navigation controller's toolbar gives its top controller's `toolbarItems`.
    open var items: [UIBarButtonItem]? {
        get {
            if let managingNavigationController { return managingNavigationController.topViewController?.toolbarItems }
            return storedItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (animation is headless). On a navigation controller's toolbar this sets
    /// the top controller's `toolbarItems`, which is what the toolbar shows.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        if let top = managingNavigationController?.topViewController {
            top.setToolbarItems(items, animated: animated)
        } else {
            storedItems = items
        }
    }

    /// Whether the toolbar is translucent.
    open var isTranslucent = true
    /// The toolbar's background colour.
    open var barTintColor: UIColor?
    /// The toolbar's look. Default `.default`.
    open var barStyle: UIBarStyle = .default
    /// The look at standard height (iOS 13; recorded, see `UIBarAppearance`).
    open lazy var standardAppearance = UIToolbarAppearance()
    /// The look at compact height.
    open var compactAppearance: UIToolbarAppearance?
    /// The look at the scroll edge (iOS 15).
    open var scrollEdgeAppearance: UIToolbarAppearance?
}
