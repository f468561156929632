import Foundation
import HeadlessUIKit
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A PNG picture of the controller on the default device (the headless screen: an iPhone 14).
    @MainActor public static var image: Snapshotting { .image() }

    /// A PNG picture of the controller shown full screen on a device (`.iPhone14`, `.iPhoneSe(.landscape)`…):
    /// the screen takes the device's size, safe area and scale, the controller becomes a new window's root, and the
    /// window is drawn once it is laid out and idle. Tolerances as in `Snapshotting<UIView, UIImage>.image`.
    @MainActor public static func image(on config: ViewImageConfig = .iPhone14, precision: Float = 1,
                                        perceptualPrecision: Float = 1, size: CGSize? = nil,
                                        traits: UITraitCollection = .init()) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        let scale: CGFloat? = traits.displayScale > 0 ? traits.displayScale : nil
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { controller in
                MainActor.assumeIsolated {
                    SnapshotRendering.image(SnapshotRendering.drawing(of: controller, config: config, scale: scale))
                }
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// An SVG picture of the controller on the default device.
    @MainActor public static var svg: Snapshotting { .svg() }

    /// An SVG picture of the controller shown full screen on a device.
    @MainActor public static func svg(on config: ViewImageConfig = .iPhone14) -> Snapshotting {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { controller in
            MainActor.assumeIsolated {
                SnapshotRendering.backend.svg(of: SnapshotRendering.drawing(of: controller, config: config, scale: nil))
            }
        }
    }

    /// The controller's view's `recursiveDescription()`, shown on the default device.
    @MainActor public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view's `recursiveDescription()`, shown full screen on a device.
    @MainActor public static func recursiveDescription(on config: ViewImageConfig = .iPhone14) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                _ = SnapshotRendering.drawing(of: controller, config: config, scale: 1)
                return controller.view.recursiveDescription()
            }
        }
    }
}
