// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace adjutant::app {

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
