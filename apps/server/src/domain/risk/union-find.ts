/** Disjoint sets over string keys (path halving, union by size): rings from pairs, trader groups from links. */
export interface UnionFind {
  find(key: string): string;
  union(a: string, b: string): void;
}

export function createUnionFind(): UnionFind {
  const parent = new Map<string, string>();
  const size = new Map<string, number>();

  function find(key: string): string {
    let node = key;
    let up = parent.get(node);
    if (up === undefined) {
      parent.set(node, node);
      size.set(node, 1);
      return node;
    }
    while (up !== node) {
      const grand = parent.get(up) ?? up;
      parent.set(node, grand);
      node = grand;
      up = parent.get(node) ?? node;
    }
    return node;
  }

  function union(a: string, b: string): void {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA === rootB) return;
    const [big, small] = (size.get(rootA) ?? 1) >= (size.get(rootB) ?? 1) ? [rootA, rootB] : [rootB, rootA];
    parent.set(small, big);
    size.set(big, (size.get(big) ?? 1) + (size.get(small) ?? 1));
  }

  return { find, union };
}
