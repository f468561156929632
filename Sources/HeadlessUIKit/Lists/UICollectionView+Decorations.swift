import Foundation

extension UICollectionView {
    /// Shows the decoration views (section backgrounds) among `elements` whose kind the layout
    /// registered, behind every cell, and removes those that left.
    ///
    /// UIKit makes decoration views from the layout's registrations, without asking the data
    /// source; a kind nobody registered is skipped here (UIKit stops with "could not dequeue a
    /// view of kind … with identifier …").
    func placeDecorationViews(_ elements: [UICollectionViewLayoutAttributes]) {
        var wanted: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements where attributes.representedElementCategory == .decorationView {
            guard let kind = attributes.representedElementKind, collectionViewLayout.canMakeDecorationView(ofKind: kind) else { continue }
            wanted[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
        }
        for (key, view) in displayedDecorationViews where wanted[key] == nil {
            view.removeFromSuperview()
            displayedDecorationViews[key] = nil
        }
        for key in wanted.keys.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) {
            let attributes = wanted[key]!
            if let view = displayedDecorationViews[key] {
                view.frame = attributes.frame
                continue
            }
            guard let view = collectionViewLayout.makeDecorationView(ofKind: key.kind) else { continue }
            view.frame = attributes.frame
            view.apply(attributes)
            displayedDecorationViews[key] = view
            insertSubview(view, at: 0)
        }
    }

    /// Removes every decoration view (the content is reloaded).
    func removeDecorationViews() {
        for view in displayedDecorationViews.values { view.removeFromSuperview() }
        displayedDecorationViews = [:]
    }
}
