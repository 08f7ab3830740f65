// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include <functional>

namespace adjutant::app {

// How far a report being made has come, from 0 to 1, told on the thread that makes it and often
// enough for a progress bar; answering false stops it: ReportCancelled is thrown, nothing written.
using ReportProgress = std::function<bool(double done)>;
struct ReportCancelled
{
};

// `whole`'s share from `from` to `to` of it, for one part of the work; none when `whole` is none.
ReportProgress progressShare(const ReportProgress &whole, double from, double to);
// The same share, throwing ReportCancelled when `whole` answers false.
std::function<void(double done)> progressPart(const ReportProgress &whole, double from, double to);

// Where one block of a report went: on page `page` (0 first) at `top` of the page's text area,
// `height` high; a block taller than a page begins a page and runs over `pages` of them.
struct BlockPlace
{
    int page = 0;
    double top = 0;
    double height = 0;
    int pages = 1;
};

// Lays blocks of the given heights out down pages of `pageHeight`, `gap` apart. No block is cut
// at a page's foot: one that does not fit what is left of the page begins the next; a heading
// (`keepWithNext`) goes to the next page with the block after it rather than end a page. A block
// taller than a page (its own layout breaks it between lines or rows, each part a page high)
// begins a page and the block after it the page after its last.
QList<BlockPlace> paginate(const QList<double> &heights, const QList<bool> &keepWithNext,
                           double pageHeight, double gap);

} // namespace adjutant::app
