import Foundation

/// A small view at the edge of a list row: a disclosure indicator, a checkmark, a delete or
/// reorder control, an outline disclosure, a label or a custom view.
///
/// Headless: a list cell keeps its accessories (a test reads `cell.accessories`), and an outline
/// disclosure's action can be run by a test; none is drawn.
@MainActor
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// Only while the list is editing.
        case whenEditing
        /// Only while it is not.
        case whenNotEditing
    }

    /// Which accessory it is.
    public enum Kind: Sendable, Equatable {
        /// A chevron.
        case disclosureIndicator
        /// A checkmark.
        case checkmark
        /// A delete control.
        case delete
        /// An insert control.
        case insert
        /// A reorder control.
        case reorder
        /// A selection circle.
        case multiselect
        /// An outline's expand and collapse triangle.
        case outlineDisclosure
        /// A detail (info) button.
        case detail
        /// A text label.
        case label(String)
        /// An app's view.
        case customView
    }

    /// Options of a standard accessory.
    public struct Options {
        /// Whether the accessory is hidden.
        public var isHidden: Bool?
        /// The width kept for it.
        public var reservedLayoutWidth: CGFloat?
        /// Its tint.
        public var tintColor: UIColor?
        /// Makes options (all the system's).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// How the control looks.
        public enum Style: Int, Sendable {
            /// The system's choice.
            case automatic
            /// A section header's control.
            case header
            /// A row's control.
            case cell
        }
        /// How the control looks.
        public var style: Style
        /// Whether the control is hidden.
        public var isHidden: Bool?
        /// Its tint.
        public var tintColor: UIColor?
        /// Makes options.
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// An app's view as an accessory, and where it goes.
    public struct CustomViewConfiguration {
        /// Which edge of the row the view goes to.
        public enum Placement: Sendable {
            /// Before the content.
            case leading(displayed: DisplayedState = .always)
            /// After the content.
            case trailing(displayed: DisplayedState = .always)
        }
        /// The view.
        public var customView: UIView
        /// Where it goes.
        public var placement: Placement
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// Its tint.
        public var tintColor: UIColor?
        /// Makes a configuration for a view.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// The accessory's kind.
    public let kind: Kind
    /// When it shows.
    public let displayedState: DisplayedState
    /// Its options.
    public let options: Options
    /// What runs when it is tapped (outline disclosure, delete, detail), if set.
    public let actionHandler: (@MainActor () -> Void)?
    /// The custom view, for `.customView`.
    public let customView: UIView?

    init(_ kind: Kind, displayed: DisplayedState, options: Options = Options(), actionHandler: (@MainActor () -> Void)? = nil,
         customView: UIView? = nil) {
        self.kind = kind
        displayedState = displayed
        self.options = options
        self.actionHandler = actionHandler
        self.customView = customView
    }

    /// A disclosure indicator (chevron).
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, options: options)
    }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, options: options)
    }
    /// A delete control, shown while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, options: options, actionHandler: actionHandler)
    }
    /// An insert control, shown while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, options: options, actionHandler: actionHandler)
    }
    /// A reorder control, shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, options: options)
    }
    /// A selection circle, shown while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, options: options)
    }
    /// An outline's expand and collapse control.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed: displayed,
                        options: Options(isHidden: options.isHidden, tintColor: options.tintColor), actionHandler: actionHandler)
    }
    /// A detail (info) button.
    public static func detail(displayed: DisplayedState = .always, options: Options = Options(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, options: options, actionHandler: actionHandler)
    }
    /// A text label.
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(.label(text), displayed: displayed, options: options)
    }
    /// An app's view at the edge its configuration names.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state), .trailing(let state): displayed = state
        }
        return UICellAccessory(.customView, displayed: displayed,
                               options: Options(isHidden: configuration.isHidden, tintColor: configuration.tintColor),
                               customView: configuration.customView)
    }
}
