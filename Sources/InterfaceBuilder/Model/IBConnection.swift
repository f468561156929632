/// The kind of a connection element inside `<connections>`.
public enum IBConnectionKind: String, Sendable, Hashable, Codable {
    /// `<outlet property= destination=>`.
    case outlet
    /// `<outletCollection property= destination= collectionClass=>`.
    case outletCollection
    /// `<action selector= destination= eventType=>`.
    case action
    /// `<segue destination= kind=>`.
    case segue
}

/// The kinds of segue IB writes (`kind=`); unknown kinds stay readable through `IBConnection.segueKind`.
public enum IBSegueKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Container relationship (`relationship="rootViewController"`, `viewControllers`…).
    case relationship
    /// Show (push or equivalent).
    case show
    /// Deprecated push.
    case push
    /// Show detail.
    case showDetail
    /// Present modally.
    case presentation
    /// Deprecated modal.
    case modal
    /// Deprecated popover.
    case popover
    /// Popover presentation.
    case popoverPresentation
    /// Embed in a container view.
    case embed
    /// Unwind (`unwindAction=`).
    case unwind
    /// Deprecated replace (split view).
    case replace
    /// Custom (`customClass=`).
    case custom
    /// macOS sheet.
    case sheet
}

/// A connection: outlet, outlet collection, action or segue; its source is the object whose
/// `<connections>` holds it.
public struct IBConnection: Sendable {
    /// The connection's index in `IBDocument.connections`.
    public var index: Int
    /// Outlet, outlet collection, action or segue.
    public var kind: IBConnectionKind
    /// `id`.
    public var id: String?
    /// The source object's index.
    public var source: Int
    /// `destination` id.
    public var destination: String?
    /// The destination object's index (nil when the destination is not an object, e.g. a constraint).
    public var destinationIndex: Int?
    /// The destination constraint's index in `IBDocument.constraints`, for outlets to constraints.
    public var destinationConstraint: Int?
    /// `property` (outlets, outlet collections).
    public var property: String?
    /// `selector` (actions).
    public var selector: String?
    /// `eventType` (actions, e.g. `touchUpInside`).
    public var eventType: String?
    /// `collectionClass` (outlet collections, e.g. `NSMutableArray`).
    public var collectionClass: String?
    /// `kind` of a segue as written (nil when absent).
    public var segueKind: String?
    /// `identifier` of a segue.
    public var identifier: String?
    /// `relationship` of a relationship segue (`rootViewController`, `viewControllers`…).
    public var relationship: String?
    /// `customClass` of a segue.
    public var customClass: String?
    /// `customModule` of a segue.
    public var customModule: String?
    /// `customModuleProvider` of a segue.
    public var customModuleProvider: String?
    /// `unwindAction` of an unwind segue.
    public var unwindAction: String?
    /// `modalPresentationStyle` of a segue.
    public var modalPresentationStyle: String?
    /// `modalTransitionStyle` of a segue.
    public var modalTransitionStyle: String?
    /// `animates` of a segue.
    public var animates: Bool?
    /// `trigger` of a segue (e.g. `accessoryAction`).
    public var trigger: String?
    /// Attributes the model does not understand (computed on demand).
    public var unknownAttributes: [IBAttribute] { AttrKey.unknown(element, known: AttrKey.connectionKeys(kind)) }
    /// The generic element.
    public var element: IBElement
    /// Where the connection element is. (computed on demand from the element).
    public var position: IBSourcePosition { element.position }

    init(index: Int, kind: IBConnectionKind, source: Int, element: IBElement) {
        self.index = index
        self.kind = kind
        self.source = source
        self.element = element
    }

    /// The segue kind as an enum, nil for other connections or unknown kinds.
    public var segue: IBSegueKind? { segueKind.flatMap(IBSegueKind.init(rawValue:)) }
}

/// A layout constraint (`<constraint firstItem= firstAttribute= relation= secondItem= …/>`).
public struct IBConstraint: Sendable {
    /// The constraint's index in `IBDocument.constraints`.
    public var index: Int
    /// `id`.
    public var id: String?
    /// The owning view's object index (the view whose `<constraints>` holds it).
    public var owner: Int
    /// `firstItem` id as written; nil means the owning view.
    public var firstItem: String?
    /// The first item's object index (the owner when `firstItem` is absent).
    public var firstItemIndex: Int?
    /// `firstAttribute` (`top`, `leading`, `width`…).
    public var firstAttribute: String?
    /// `relation` (`greaterThanOrEqual`, `lessThanOrEqual`); nil means equal.
    public var relation: String?
    /// `secondItem` id.
    public var secondItem: String?
    /// The second item's object index.
    public var secondItemIndex: Int?
    /// `secondAttribute`.
    public var secondAttribute: String?
    /// `multiplier` as written (may be a ratio such as `16:9`).
    public var multiplier: String?
    /// `constant` (0 when absent).
    public var constant: Double = 0
    /// `priority` (nil means required, 1000).
    public var priority: Double?
    /// `symbolic`.
    public var symbolic: Bool?
    /// `identifier`.
    public var identifier: String?
    /// Attributes the model does not understand (computed on demand).
    public var unknownAttributes: [IBAttribute] { AttrKey.unknown(element, known: AttrKey.constraintKeys) }
    /// The generic element.
    public var element: IBElement
    /// Where the constraint element is. (computed on demand from the element).
    public var position: IBSourcePosition { element.position }

    init(index: Int, owner: Int, element: IBElement) {
        self.index = index
        self.owner = owner
        self.element = element
    }

    /// The multiplier as a number (`16:9` gives 16/9; absent gives 1).
    public var multiplierValue: Double {
        guard let m = multiplier else { return 1 }
        if let colon = m.firstIndex(of: ":"), let a = Double(m[..<colon]), let b = Double(m[m.index(after: colon)...]), b != 0 {
            return a / b
        }
        return Double(m) ?? 1
    }
}
