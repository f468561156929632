import Foundation
import Testing
@testable import HeadlessUIKit

/// A cell whose content view holds a multi-line label pinned to its edges, as apps write them.
@MainActor
private final class NoteCell: UITableViewCell {
    let note = UILabel()
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        NSLayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
private final class Notes: UITableViewDataSource {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        (cell as? NoteCell)?.note.text = texts[indexPath.row]
        return cell
    }
}

/// Self-sizing cells: `automaticDimension` rows take their content's height.
@MainActor
struct SelfSizingCellTests {
    @Test("Rows of automaticDimension take the height their cell's constraints need, at the table's width")
    func cellsSizeThemselves() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "Note")
        table.estimatedRowHeight = 44
        let notes = Notes(["One line", String(repeating: "w", count: 80)])
        table.dataSource = notes

        table.layoutIfNeeded()

        let line = UIFont.systemFont(ofSize: 17).lineHeight
        let separator = 1 / UIScreen.main.scale
        // 288 points of text width hold 33 characters of 8.5 points: 80 characters make 3 lines.
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).height == line + 22 + separator)
        #expect(table.rect(forRowAt: IndexPath(row: 1, section: 0)).height == line * 3 + 22 + separator)
        #expect(table.rect(forRowAt: IndexPath(row: 1, section: 0)).minY == line + 22 + separator)
    }

    @Test("A fixed rowHeight is kept even when the cell could size itself")
    func fixedRowHeightWins() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "Note")
        table.rowHeight = 60
        let notes = Notes([String(repeating: "w", count: 80)])
        table.dataSource = notes
        table.layoutIfNeeded()
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).height == 60)
    }

    @Test("A cell without constraints keeps the estimated height")
    func cellWithoutConstraintsKeepsEstimate() {
        final class Plain: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.estimatedRowHeight = 70
        let source = Plain()
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).height == 70)
    }
}

/// A collection cell holding a label pinned to its content view with 10-point insets.
@MainActor
private final class TagCell: UICollectionViewCell {
    let tagLabel = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        tagLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(tagLabel)
        NSLayoutConstraint.activate([
            tagLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            tagLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            tagLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            tagLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
private final class Tags: UICollectionViewDataSource {
    let words: [String]
    init(_ words: [String]) { self.words = words }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
        (cell as? TagCell)?.tagLabel.text = words[indexPath.item]
        return cell
    }
}

extension SelfSizingCellTests {
    @Test("With an estimated item size, a flow layout's items take the size their cell's constraints need")
    func collectionCellsSizeThemselves() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
        let tags = Tags(["Swift", "UIKit on Linux"])
        collection.dataSource = tags

        collection.layoutIfNeeded()

        let line = UIFont.systemFont(ofSize: 17).lineHeight
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let second = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        let shown = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.size == CGSize(width: 43 + 20, height: line + 20), "5 characters of 8.5 points, rounded up, plus insets")
        #expect(second.minX == CGFloat(63 + 10), "placed after the first with the 10-point spacing")
        #expect(shown.frame.width == CGFloat(119 + 20))
    }
}
