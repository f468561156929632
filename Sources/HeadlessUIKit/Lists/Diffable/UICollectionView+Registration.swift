import Foundation

extension UICollectionView {
    /// A cell class (or nib) and the closure that fills a cell for an item: dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`, no reuse identifier needed.
    ///
    /// Make registrations before the cell provider runs (UIKit stops when one is made inside it,
    /// since a new one each time defeats reuse); each registration has a reuse identifier of its own.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Fills a cell for an item at an index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let identifier = "CellRegistration-" + UUID().uuidString
        let nib: UINib?
        let handler: Handler

        /// A registration of the cell class.
        public init(handler: @escaping Handler) {
            nib = nil
            self.handler = handler
        }

        /// A registration of a nib holding the cell.
        public init(cellNib: UINib, handler: @escaping Handler) {
            nib = cellNib
            self.handler = handler
        }
    }

    /// A supplementary view class (or nib) of a kind and the closure that fills one.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Fills a view of a kind at an index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        let identifier = "SupplementaryRegistration-" + UUID().uuidString
        let nib: UINib?
        /// The kind of view registered.
        public let elementKind: String
        let handler: Handler

        /// A registration of the view class for a kind.
        public init(elementKind: String, handler: @escaping Handler) {
            nib = nil
            self.elementKind = elementKind
            self.handler = handler
        }

        /// A registration of a nib holding the view, for a kind.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            nib = supplementaryNib
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of a registration, filled for an item by its handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if !hasRegistration(forKey: registration.identifier) {
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: registration.identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
            }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            UIKitException.internalInconsistency(
                "Dequeued cell is not of the registration's class \(Cell.self): \(uikitDescription(dequeued))").raise()
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of a registration, filled by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if !hasRegistration(forKey: "\(kind)/\(registration.identifier)") {
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
            }
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            UIKitException.internalInconsistency(
                "Dequeued view is not of the registration's class \(Supplementary.self): \(uikitDescription(dequeued))").raise()
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
