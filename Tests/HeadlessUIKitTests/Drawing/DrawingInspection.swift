import Foundation
@testable import HeadlessUIKit

/// Reading a recorded drawing in tests: its fills, texts and images, and whether its saves, restores and groups
/// balance.
extension Drawing {
    /// The fills, in order, with their paths and colours.
    var fills: [(path: CGPath, color: CGColor)] {
        operations.compactMap { if case .fill(let path, let color, _) = $0 { (path, color) } else { nil } }
    }

    /// The strokes, in order.
    var strokes: [(path: CGPath, color: CGColor, style: DrawingStrokeStyle)] {
        operations.compactMap { if case .stroke(let path, let color, let style) = $0 { (path, color, style) } else { nil } }
    }

    /// The texts, in order.
    var texts: [DrawingText] {
        operations.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// The images and their rectangles, in order.
    var images: [(image: DrawingImage, rect: CGRect)] {
        operations.compactMap { if case .image(let image, let rect) = $0 { (image, rect) } else { nil } }
    }

    /// The texts' strings.
    var strings: [String] { texts.map { $0.runs.map(\.string).joined() } }

    /// Nil when every `save` has its `restore` and every `beginGroup` its `endGroup`, properly nested; else what
    /// is wrong and where.
    var balanceProblem: String? {
        var stack: [String] = []
        for (index, operation) in operations.enumerated() {
            switch operation {
            case .save: stack.append("save")
            case .beginGroup: stack.append("group")
            case .restore:
                guard stack.popLast() == "save" else { return "restore at \(index) without its save" }
            case .endGroup:
                guard stack.popLast() == "group" else { return "endGroup at \(index) without its beginGroup" }
            default: break
            }
        }
        return stack.isEmpty ? nil : "\(stack.count) left open: \(stack)"
    }

    /// The current transform at each paint (the product of the `concatenate`s in force), for placing things.
    func transforms() -> [CGAffineTransform] {
        var current = CGAffineTransform.identity, stack: [CGAffineTransform] = [], out: [CGAffineTransform] = []
        for operation in operations {
            switch operation {
            case .save: stack.append(current)
            case .restore: current = stack.popLast() ?? .identity
            case .concatenate(let t): current = t.concatenating(current)
            case .fill, .stroke, .text, .image, .gradient: out.append(current)
            default: break
            }
        }
        return out
    }
}
