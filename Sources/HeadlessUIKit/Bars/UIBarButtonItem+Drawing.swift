import Foundation

// What a bar draws for a bar button item: its title (bold for `.done`), or a system item's title or sign, or its
// image; spaces draw nothing.

extension UIBarButtonItem {
    /// The title a bar draws for the item (system items by UIKit's English titles; "+" for add).
    var drawnTitle: String? {
        if let title, !title.isEmpty { return title }
        switch systemItem {
        case .done?: return "Done"
        case .cancel?: return "Cancel"
        case .edit?: return "Edit"
        case .save?: return "Save"
        case .add?: return "+"
        case .close?: return "✕"
        default: return nil
        }
    }

    /// Whether the item is a space.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The width the item takes in a bar.
    func barWidth(font: UIFont) -> CGFloat {
        if systemItem == .fixedSpace { return width }
        if width > 0 { return width }
        if let title = drawnTitle { return TextMetrics.size(of: title, font: font, numberOfLines: 1, wrappingAt: nil).width }
        return image?.size.width ?? (customView?.bounds.width ?? 0)
    }

    /// Records the item in `rect` in `tint`.
    func draw(in rect: CGRect, tint: UIColor, ctx: CGContext) {
        let color = isEnabled ? tint.cgColor : SystemLook.tertiary
        if let title = drawnTitle {
            let font = UIFont.systemFont(ofSize: 17, weight: style == .done || systemItem == .done ? .semibold : .regular)
            ctx.paint(SystemLook.centredText(title, font: font, color: color, in: rect, alignment: .center, lineBreakMode: .byClipping))
        } else if let image, let content = SystemLook.imageContent(image, tint: UIColor(cgColor: color), templateByDefault: true) {
            ctx.paint(.image(content, rect: ContentPlacement.place(image.size, in: rect, x: 0.5, y: 0.5)))
        }
    }
}
