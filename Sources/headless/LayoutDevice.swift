import Foundation
import HeadlessUIKit
import InterfaceBuilder

/// The device an IB file was designed on (`<device id="retina6_1" orientation=…>`): its screen size and
/// the safe-area insets UIKit gives a full-screen controller's view there.
///
/// The table follows Xcode's canvas devices. Ids without a home indicator (retina3_5 … retina5_5, and
/// iPads without rounded corners) have a 20 pt status bar; iPhones with a notch 44/34 (retina5_9,
/// retina6_5, retina6_1: iPhone X, XS Max, 11), 47/34 for the iPhone 12–14 family (retina6_0,
/// retina6_7), 50/34 for the mini (retina5_4), 59/34 for the Dynamic Island (retina6_12, retina6_72:
/// iPhone 14 Pro, 15); iPads with rounded corners 24/20. The stored frames decide where they can: see
/// `LayoutSafeArea.inferred`.
struct DesignDevice {
    /// The device id as written (nil: the document names none).
    let id: String?
    /// Portrait screen size in points.
    let portrait: CGSize
    /// Portrait safe-area insets (top, bottom).
    let top: CGFloat, bottom: CGFloat
    /// Whether the document is designed in landscape.
    let landscape: Bool
    /// Pixels per point: Xcode rounds stored frames to the designed device's pixels (2× without a device).
    let scale: CGFloat

    /// Devices at 3×; the others (and documents without a device) are 2×.
    static let threeX: Set<String> = ["retina5_5", "retina5_9", "retina6_5", "retina5_4", "retina6_0", "retina6_7",
                                      "retina6_12", "retina6_72", "retina6_3", "retina6_9"]

    /// The screen size in the designed orientation.
    var screen: CGSize { landscape ? CGSize(width: portrait.height, height: portrait.width) : portrait }

    /// Whether the device has a home indicator (and a sensor housing on iPhones).
    var hasHomeIndicator: Bool { bottom > 0 }

    /// The insets of a full-screen view, without bars.
    var screenInsets: UIEdgeInsets {
        guard landscape else { return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0) }
        if portrait.width >= 700 { return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0) }  // iPads
        // iPhones in landscape: no status bar; the housing's inset on both sides, 21 above the indicator.
        return hasHomeIndicator ? UIEdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero
    }

    /// Known device ids: portrait size, top and bottom insets.
    static let table: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
        "retina3_5": (320, 480, 20, 0), "retina4_0": (320, 568, 20, 0), "retina4_7": (375, 667, 20, 0),
        "retina5_5": (414, 736, 20, 0), "retina5_9": (375, 812, 44, 34), "retina6_5": (414, 896, 44, 34),
        "retina6_1": (414, 896, 44, 34), "retina5_4": (375, 812, 50, 34), "retina6_0": (390, 844, 47, 34),
        "retina6_7": (428, 926, 47, 34), "retina6_12": (393, 852, 59, 34), "retina6_72": (430, 932, 59, 34),
        "retina6_3": (402, 874, 62, 34), "retina6_9": (440, 956, 62, 34),
        "ipad9_7": (768, 1024, 20, 0), "ipad10_2": (810, 1080, 20, 0), "ipad10_5": (834, 1112, 20, 0),
        "ipad12_9": (1024, 1366, 20, 0), "ipad7_9": (768, 1024, 20, 0), "ipad11": (834, 1194, 24, 20),
        "ipad12_9rounded": (1024, 1366, 24, 20), "ipad10_9rounded": (820, 1180, 24, 20),
        "ipad8_3": (744, 1133, 24, 20),
    ]

    /// The document's device; with none (older files, freeform), the root's size and a 20 pt status
    /// bar for a controller's view (none for other views: cells, cards).
    init(header: IBDocumentHeader, rootSize: CGSize, isControllerView: Bool = true) {
        let element = header.device
        id = element?[attribute: "id"]
        landscape = element?[attribute: "orientation"] == "landscape"
        scale = id.map { DesignDevice.threeX.contains($0) } == true ? 3 : 2
        if let id, let entry = DesignDevice.table[id] {
            portrait = CGSize(width: entry.0, height: entry.1)
            top = entry.2
            bottom = entry.3
        } else {
            portrait = landscape ? CGSize(width: rootSize.height, height: rootSize.width) : rootSize
            top = isControllerView ? 20 : 0
            bottom = 0
        }
    }
}

/// The safe area a scene's root view gets in `headless layout`: from the device and the scene's bars,
/// or, preferably, from the file's own stored frames.
struct LayoutSafeArea {
    /// The insets chosen.
    let insets: UIEdgeInsets
    /// Where they came from: `frames` (inferred from stored frames on every edge that has a witness,
    /// the device table elsewhere), `device`.
    let source: String

    /// Bars a controller is designed under (simulated metrics, or its place in a container).
    struct Bars { var top = false, bottom: CGFloat = 0 }

    /// The bars of each controller (by object index): its simulated metrics, a navigation controller's
    /// root (top bar), a tab bar controller's child (tab bar), and what a push inherits from its source.
    static func bars(in document: IBDocument) -> [Int: Bars] {
        var bars: [Int: Bars] = [:]
        for controller in document.controllers {
            var entry = Bars()
            for metric in controller.simulatedMetrics {
                switch (metric.name, metric[attribute: "key"]) {
                case ("simulatedNavigationBarMetrics", _): entry.top = true
                case ("simulatedTabBarMetrics", _): entry.bottom = max(entry.bottom, 49)
                case ("simulatedToolbarMetrics", _): entry.bottom = max(entry.bottom, 44)
                default: break
                }
            }
            bars[controller.index] = entry
        }
        // Inferred metrics: containers' relationships and pushes, to a fixed point (bounded).
        for _ in 0..<8 {
            var changed = false
            for segue in document.segues {
                guard let destination = segue.destination.flatMap(document.index(ofID:)) else { continue }
                let source = document[segue.source]
                var entry = bars[destination] ?? Bars()
                let before = (entry.top, entry.bottom)
                let from = bars[segue.source] ?? Bars()
                if segue.relationship == "rootViewController" && source.kind == "navigationController" {
                    entry.top = true
                    entry.bottom = max(entry.bottom, from.bottom)
                } else if segue.relationship == "viewControllers" && source.kind == "tabBarController" {
                    entry.bottom = max(entry.bottom, 49)
                } else if ["show", "push"].contains(segue.segueKind ?? "") {
                    entry.top = entry.top || from.top
                    if document[destination].element[attribute: "hidesBottomBarWhenPushed"] != "YES" {
                        entry.bottom = max(entry.bottom, from.bottom)
                    }
                }
                if (entry.top, entry.bottom) != before { bars[destination] = entry; changed = true }
            }
            if !changed { break }
        }
        return bars
    }

    /// The insets for a root view stored at `rootFrame` (screen coordinates) on `device` under `bars`:
    /// the screen's insets plus the bars, clipped to the part of the screen the root covers. A root
    /// narrower than the screen (a freeform xib view) gets none.
    static func fromDevice(_ device: DesignDevice, bars: Bars, rootFrame: CGRect) -> UIEdgeInsets {
        let screen = device.screen
        guard abs(rootFrame.width - screen.width) < 0.5, rootFrame.height >= screen.height / 2 else { return .zero }
        var insets = device.screenInsets
        if bars.top { insets.top += device.landscape && screen.width < 1000 ? 32 : 44 }
        if bars.bottom > 0 { insets.bottom += bars.bottom }
        let top = max(0, insets.top - rootFrame.minY)
        let bottom = max(0, insets.bottom - max(0, screen.height - rootFrame.maxY))
        return UIEdgeInsets(top: top, left: insets.left, bottom: bottom, right: insets.right)
    }

    /// The edges the stored frames witness: a non-misplaced view pinned (required, equal, multiplier 1)
    /// to the root's safe-area guide or a legacy top/bottom layout guide with constant c, stored at
    /// edge e, puts that guide edge at e − c. The most common witness wins per edge.
    static func inferred(document: IBDocument, root: Int, controller: Int?, rootSize: CGSize,
                         framesInRoot: [Int: CGRect], trusted: (Int) -> Bool) -> [String: CGFloat] {
        let safeArea = document[root].children.first { document[$0].kind == "viewLayoutGuide" && document[$0].key == "safeArea" }
        var legacy: [Int: String] = [:]
        if let controller {
            for child in document[controller].children where document[child].kind == "viewControllerLayoutGuide" {
                legacy[child] = document[child].type
            }
        }
        var votes: [String: [CGFloat: Int]] = [:]
        for constraint in document.constraints where constraint.isInstalled && constraint.isRemovedAtBuildTime != true {
            guard (constraint.relation ?? "equal") == "equal", constraint.multiplierValue == 1,
                  (constraint.priority ?? 1000) >= 1000,
                  let first = constraint.firstItemIndex, let second = constraint.secondItemIndex,
                  let firstAttribute = constraint.firstAttribute, let secondAttribute = constraint.secondAttribute else { continue }
            let c = CGFloat(constraint.constant)
            // (guide, its attribute, view, its attribute, guide = view + sign * c)
            let pairs: [(Int, String, Int, String, CGFloat)] = [(first, firstAttribute, second, secondAttribute, 1),
                                                                 (second, secondAttribute, first, firstAttribute, -1)]
            for (guide, guideAttribute, view, viewAttribute, sign) in pairs {
                guard let frame = framesInRoot[view], trusted(view) else { continue }
                let edge: String?
                if guide == safeArea, guideAttribute == viewAttribute {
                    switch guideAttribute {
                    case "top", "bottom": edge = guideAttribute
                    case "leading", "left": edge = "left"
                    case "trailing", "right": edge = "right"
                    default: edge = nil
                    }
                } else if let type = legacy[guide] {
                    edge = type == "top" && guideAttribute == "bottom" && viewAttribute == "top" ? "top"
                        : type == "bottom" && guideAttribute == "top" && viewAttribute == "bottom" ? "bottom" : nil
                } else {
                    edge = nil
                }
                guard let edge else { continue }
                let viewValue: CGFloat
                switch viewAttribute {
                case "top": viewValue = frame.minY
                case "bottom": viewValue = frame.maxY
                case "leading", "left": viewValue = frame.minX
                default: viewValue = frame.maxX
                }
                let position = viewValue + sign * c
                let inset: CGFloat
                switch edge {
                case "top", "left": inset = position
                case "bottom": inset = rootSize.height - position
                default: inset = rootSize.width - position
                }
                guard inset >= -0.5, inset < max(rootSize.width, rootSize.height) / 3 else { continue }
                votes[edge, default: [:]][(inset * 2).rounded() / 2, default: 0] += 1
            }
        }
        return votes.compactMapValues { counts in counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key }
    }

    /// The device's insets, each edge replaced by what the stored frames witness.
    init(device: DesignDevice, bars: Bars, rootFrame: CGRect, inferred: [String: CGFloat]) {
        var insets = LayoutSafeArea.fromDevice(device, bars: bars, rootFrame: rootFrame)
        if let top = inferred["top"] { insets.top = top }
        if let bottom = inferred["bottom"] { insets.bottom = bottom }
        if let left = inferred["left"] { insets.left = left }
        if let right = inferred["right"] { insets.right = right }
        self.insets = insets
        self.source = inferred.isEmpty ? "device" : "frames (\(inferred.keys.sorted().joined(separator: ", ")))"
    }
}
