import Foundation

/// The background of a cell, header or footer: a colour (with the selected and highlighted
/// colours of UIKit's list styles), a corner radius, insets, a stroke or a custom view.
@MainActor
public struct UIBackgroundConfiguration: @MainActor Equatable {
    enum Style: Equatable, Sendable { case clear, plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter }

    let style: Style
    /// A view shown as the background, under the colour's fill.
    public var customView: UIView?
    /// The corner radius. Default 0.
    public var cornerRadius: CGFloat = 0
    /// The space between the cell's edges and the background. Default zero.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// Edges whose inset also takes the cell's layout margins. Default none.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour; nil means the cell's tint. Default: the style's.
    public var backgroundColor: UIColor?
    /// The image shown, scaled by `imageContentMode`.
    public var image: UIImage?
    /// How the image fills the background. Default `.scaleToFill`.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke colour; nil means none. Default nil.
    public var strokeColor: UIColor?
    /// The stroke width. Default 0.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background. Default 0.
    public var strokeOutset: CGFloat = 0

    init(style: Style) {
        self.style = style
        switch style {
        case .clear: backgroundColor = .clear
        case .plainCell, .sidebarCell: backgroundColor = .systemBackground
        case .groupedCell: backgroundColor = .secondarySystemGroupedBackground
        case .plainHeaderFooter: backgroundColor = .systemBackground
        case .groupedHeaderFooter: backgroundColor = .clear
        }
    }

    /// A transparent background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }
    /// A plain list row's background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainCell) }
    /// A grouped list row's background.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedCell) }
    /// A list row's background (iOS 18: the list's own style).
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainCell) }
    /// A sidebar row's background.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarCell) }
    /// A sidebar row beside other content.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarCell) }
    /// A plain list's header or footer background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainHeaderFooter) }
    /// A grouped list's header or footer background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedHeaderFooter) }
    /// A sidebar's header background.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedHeaderFooter) }

    /// The fill colour drawn, given the cell's tint colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? tintColor }
    /// The stroke colour drawn, given the cell's tint colour.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? tintColor }

    /// The background for a state: UIKit's list rows turn grey (`systemGray4`) while highlighted or
    /// selected, and sidebar rows take the tint colour; other styles and a clear background do not change.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var updated = self
        let (selected, highlighted) = Self.flags(of: state)
        guard selected || highlighted else { return updated }
        switch style {
        case .plainCell, .groupedCell: updated.backgroundColor = .systemGray4
        case .sidebarCell: updated.backgroundColor = nil // the tint colour
        case .clear, .plainHeaderFooter, .groupedHeaderFooter: break
        }
        return updated
    }

    private static func flags(of state: any UIConfigurationState) -> (selected: Bool, highlighted: Bool) {
        if let cell = state as? UICellConfigurationState { return (cell.isSelected, cell.isHighlighted) }
        if let view = state as? UIViewConfigurationState { return (view.isSelected, view.isHighlighted) }
        return (false, false)
    }

    /// Two backgrounds are equal when they would look the same (the custom view by identity).
    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor && lhs.image == rhs.image && lhs.imageContentMode == rhs.imageContentMode
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
    }
}
