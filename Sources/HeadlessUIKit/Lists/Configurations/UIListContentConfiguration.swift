import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text, styled as
/// UIKit's list cells are.
///
/// Start from a style (`cell()`, `subtitleCell()`, `valueCell()`, `plainHeader()`…), usually a cell's
/// `defaultContentConfiguration()`, set the texts and image, and assign it to the cell's
/// `contentConfiguration`. The metrics are iPhone's: 11-point vertical and 16-point (20 for
/// inset-grouped headers) horizontal margins, body text, subheadline secondary text.
@MainActor
public struct UIListContentConfiguration: UIContentConfiguration, @MainActor Hashable {
    enum Style: Hashable, Sendable { case cell, subtitleCell, valueCell, header, footer, sidebar }

    let style: Style
    /// The image before the text.
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The main text.
    public var text: String?
    /// The main text with attributes (wins over `text`).
    public var attributedText: NSAttributedString?
    /// How the main text looks.
    public var textProperties: TextProperties
    /// The secondary text: below the main one, or beside it in a value cell.
    public var secondaryText: String?
    /// The secondary text with attributes (wins over `secondaryText`).
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Which axes keep the cell's own margins too. Default both.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// Whether the secondary text goes beside the main one when both fit.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts. Default 16.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the texts side by side. Default 8.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the texts one above the other. Default 3.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(style: Style) {
        self.style = style
        let body = UIFont.preferredFont(forTextStyle: .body)
        textProperties = TextProperties(font: body, color: .label)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        prefersSideBySideTextAndSecondaryText = style == .valueCell
        switch style {
        case .valueCell:
            secondaryTextProperties.font = body
        case .header, .footer:
            textProperties.font = .preferredFont(forTextStyle: style == .header ? .subheadline : .footnote)
            textProperties.color = .secondaryLabel
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        case .cell, .subtitleCell, .sidebar:
            break
        }
    }

    /// A row with an image and a text.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
    /// A row with a text and a secondary text below it.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }
    /// A row with a text and a secondary text at the trailing side.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
    /// A plain list's section header.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .header) }
    /// A plain list's section footer.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .footer) }
    /// A grouped list's section header.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .header) }
    /// A grouped list's section footer.
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .footer) }
    /// An inset-grouped list's prominent header.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var header = UIListContentConfiguration(style: .header)
        header.textProperties.font = .preferredFont(forTextStyle: .title3)
        header.textProperties.color = .label
        return header
    }
    /// An inset-grouped list's extra prominent header.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var header = prominentInsetGroupedHeader()
        header.textProperties.font = .preferredFont(forTextStyle: .title2)
        return header
    }
    /// A sidebar row.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebar) }
    /// A sidebar row with a secondary text below.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebar) }
    /// A sidebar row beside other content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebar) }
    /// A sidebar row beside other content, with a secondary text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebar) }
    /// A sidebar's section header.
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .header) }

    /// A new list content view showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration for a state: UIKit's list styles look the same selected or not (the
    /// background configuration shows selection), so this is the configuration unchanged.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
