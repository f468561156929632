import Foundation
import HeadlessUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A PNG picture of the view, pixel for pixel.
    @MainActor public static var image: Snapshotting { .image() }

    /// A PNG picture of the view at its size (or `size`), with tolerances as the iOS strategy's: `precision` is the
    /// fraction of pixels that must match, `perceptualPrecision` how alike a pixel must look (0.98 ≈ the eye's
    /// limit). `traits.displayScale` sets the pixels per point (default: the screen's scale).
    @MainActor public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                                        traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale > 0 ? traits.displayScale : nil)
            .pullback { view in
                let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
                return MainActor.assumeIsolated {
                    SnapshotRendering.image(SnapshotRendering.drawing(of: view, size: size, scale: scale))
                }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// An SVG picture of the view: vector, deterministic, readable in a code review.
    @MainActor public static var svg: Snapshotting { .svg() }

    /// An SVG picture of the view at its size (or `size`).
    @MainActor public static func svg(size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { view in
            MainActor.assumeIsolated {
                SnapshotRendering.backend.svg(of: SnapshotRendering.drawing(of: view, size: size, scale: UIScreen.main.scale))
            }
        }
    }

    /// The view's `recursiveDescription()`, laid out first: frames and properties, one view per line.
    @MainActor public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view's `recursiveDescription()` at its size (or `size`).
    @MainActor public static func recursiveDescription(size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                view.layoutIfNeeded()
                return view.recursiveDescription()
            }
        }
    }
}
