import Foundation

/// The object that places a collection view's elements: the base class, which places nothing.
/// Subclasses override `prepare()`, `collectionViewContentSize` and the `layoutAttributes…` methods.
@MainActor
open class UICollectionViewLayout {
    /// The action methods this class answers to, by selector (HeadlessUIKit's stand-in for `@objc`; none here).
    /// On iOS any NSObject subclass can be a target, so an app's subclass lists its own (docs/actions.md).
    open class var actionMethods: ActionMethods { ActionMethods() }


    /// Makes a layout.
    public init() {}

    /// Makes a layout from an archive.
    public required init?(coder: NSCoder) {}

    /// The collection view using this layout, if any.
    open internal(set) weak var collectionView: UICollectionView?

    /// The size of all the content. Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// Sent before the collection view asks for attributes, after each invalidation. Does nothing by default.
    open func prepare() {}

    /// The attributes of every element whose frame meets `rect`. Default nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at an index path. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view (a section background). Default nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers the view class the collection view makes for decoration views of a kind (nil unregisters).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nil
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
        if viewClass != nil, decorationClasses[elementKind] == nil {
            UIKitException.invalidArgument("must pass a class of kind UICollectionReusableView").raise()
        }
    }

    /// Registers a nib whose top-level view the collection view makes for decoration views of a kind (nil unregisters).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = nil
        decorationNibs[elementKind] = nib
    }

    /// Decoration view classes and nibs by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    var decorationNibs: [String: UINib] = [:]

    /// Whether the collection view is able to make decoration views of a kind.
    func canMakeDecorationView(ofKind kind: String) -> Bool {
        decorationClasses[kind] != nil || decorationNibs[kind] != nil
    }

    /// A new decoration view of a kind, from its registered class or nib.
    func makeDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        if let type = decorationClasses[kind] { return type.init(frame: .zero) }
        return decorationNibs[kind]?.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UICollectionReusableView }.first
    }

    /// Whether a change of the collection view's bounds needs a new layout. Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout stale: `prepare()` runs again before the next placement.
    open func invalidateLayout() { collectionView?.layoutDidInvalidate() }

    /// Whether shown cells are asked for their preferred size (flow layouts with an estimated item size).
    var sizesCellsWhenShown: Bool { false }

    /// A shown cell's preferred size; true when the layout must be prepared again.
    func cellPreferredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool { false }
}
