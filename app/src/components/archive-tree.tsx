/** The folder tree of an archive the server will build, shown before it is downloaded. */

interface TreeNode {
  name: string;
  path: string;
  children: TreeNode[];
}

/** Paths (`a/b/c.ts`) as nested folders and files, folders first, each level sorted by name. */
export function toTree(paths: readonly string[]): TreeNode[] {
  const root: TreeNode = { name: '', path: '', children: [] };
  for (const path of paths) {
    let node = root;
    const parts = path.split('/');
    parts.forEach((name, index) => {
      const at = parts.slice(0, index + 1).join('/');
      let child = node.children.find((candidate) => candidate.name === name);
      if (!child) {
        child = { name, path: at, children: [] };
        node.children.push(child);
      }
      node = child;
    });
  }
  const sort = (nodes: TreeNode[]): TreeNode[] =>
    nodes
      .map((node) => ({ ...node, children: sort(node.children) }))
      .sort((a, b) =>
        a.children.length > 0 === b.children.length > 0
          ? a.name.localeCompare(b.name)
          : a.children.length > 0
            ? -1
            : 1,
      );
  return sort(root.children);
}

function Nodes({ nodes }: { nodes: readonly TreeNode[] }) {
  return (
    <ul className="ml-4 flex flex-col gap-0.5 border-l border-border pl-3">
      {nodes.map((node) =>
        node.children.length > 0 ? (
          <li key={node.path}>
            <span className="font-semibold">{node.name}/</span>
            <Nodes nodes={node.children} />
          </li>
        ) : (
          <li key={node.path} data-path={node.path} className="text-muted-foreground">
            {node.name}
          </li>
        ),
      )}
    </ul>
  );
}

/** The tree as nested lists, under a label saying how many files it holds. */
export function ArchiveTree({ fileName, paths }: { fileName: string; paths: readonly string[] }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">
        {fileName} · {paths.length} {paths.length === 1 ? 'file' : 'files'}
      </figcaption>
      <div className="rounded-md border border-border bg-muted/30 p-3 font-mono text-sm break-all">
        <Nodes nodes={toTree(paths)} />
      </div>
    </figure>
  );
}
