import UIKit

class CounterViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet var buttons: [UIButton]!
    @objc dynamic private(set) var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel.text = "0"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reset))
    }

    @IBAction func increment(_ sender: UIButton) {
        count += 1
        countLabel.text = "\(count)"
    }

    @objc func reset() {
        count = 0
        countLabel.text = "0"
    }
}
